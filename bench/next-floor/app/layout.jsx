// The smallest App Router site: this layout and one static page, no client component, built
// and served by the same Next.js as the app. `npm run bench` measures it beside the public
// pages, so their blocking time reads against what the framework alone costs on the machine.
export const metadata = { title: 'Next.js floor' }

const RootLayout = ({ children }) => (
  <html lang="fr">
    <body>{children}</body>
  </html>
)

export default RootLayout
