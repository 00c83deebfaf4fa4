import Link from 'next/link'

/** Home page. The full marketing page is built by the public-site issue on this layout. */
const Home = () => (
  <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 p-8">
    <p className="text-sm font-semibold tracking-widest text-blue-700 uppercase dark:text-blue-300">
      Studio web et logiciel · Suisse
    </p>
    <h1 className="text-4xl font-bold sm:text-5xl">
      Sites, plateformes SaaS et logiciels sur mesure
    </h1>
    <p className="text-lg text-slate-600 dark:text-slate-300">
      Nous concevons et développons des produits web fiables pour indépendants, petites entreprises
      et PME. Réponse à votre brief sous 24 heures.
    </p>
    <div className="flex flex-wrap gap-3">
      <Link
        href="/demarrer-projet"
        className="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
      >
        Démarrer un projet
      </Link>
      <Link
        href="/login"
        className="rounded-md border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-900"
      >
        Espace client
      </Link>
    </div>
  </main>
)

export default Home
