// The blank page at the home page's size budget (about 59 KB of HTML, text and its RSC payload):
// the throughput part serves it with `next start` beside nginx, the framework's own floor there.
const PARAGRAPHS = Array.from({ length: 290 }, (_, index) => index + 1)

const SameSizePage = () => (
  <main>
    <h1>Bonjour</h1>
    {PARAGRAPHS.map((index) => (
      <p key={index}>Paragraphe {index}, du texte comme sur une page de site.</p>
    ))}
  </main>
)

export default SameSizePage
