type Named = {
  email: string
  firstName?: string | null
  lastName?: string | null
  companyName?: string | null
}

/** A person as the app names them: first and last name, or their e-mail when they gave none. */
export const personNameOf = (person: Named) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email

/** A client as the studio names it: its company, else the person. */
export const clientNameOf = (client: Named) => client.companyName || personNameOf(client)
