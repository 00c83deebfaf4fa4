import Link from 'next/link'

/** The product's not-found page (spec §2: 404, 'Oops! Page not found', 'Return to Home'). */
const NotFound = () => (
  <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
    <h1 className="text-6xl font-bold">404</h1>
    <p className="text-xl text-slate-600 dark:text-slate-300">Oops! Page not found</p>
    <Link href="/" className="text-blue-700 underline hover:text-blue-900 dark:text-blue-300">
      Return to Home
    </Link>
  </main>
)

export default NotFound
