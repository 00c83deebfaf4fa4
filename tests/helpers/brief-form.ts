/**
 * A valid brief as the /demarrer-projet form posts it, from `email`, with these files (and the
 * form's send key, when given).
 */
export const briefFormData = (email: string, files: [string, Buffer][] = [], sendKey?: string) => {
  const form = new FormData()
  const fields = {
    firstName: 'Camille',
    lastName: 'Dupont',
    companyName: 'Atelier Dupont',
    email,
    phone: '+41 79 000 00 00',
    projectType: 'launch_site',
    businessDescription: 'Une boulangerie de quartier qui veut présenter ses pains. '.repeat(3),
    briefConfirmed: 'true',
  }
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (sendKey) form.set('sendKey', sendKey)
  for (const [name, data] of files) form.append('files', new Blob([new Uint8Array(data)]), name)
  return form
}
