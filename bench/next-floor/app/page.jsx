const PARAGRAPHS = Array.from({ length: 40 }, (_, index) => index + 1)

const FloorPage = () => (
  <main>
    <h1>Bonjour</h1>
    {PARAGRAPHS.map((index) => (
      <p key={index}>Paragraphe {index}, du texte comme sur une page de site.</p>
    ))}
  </main>
)

export default FloorPage
