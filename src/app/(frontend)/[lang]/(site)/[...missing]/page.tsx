import { notFound } from 'next/navigation'

/** Any path no route claims renders the product's 404 inside the product's layout. */
const Missing = () => notFound()

export const generateStaticParams = () => []

export default Missing
