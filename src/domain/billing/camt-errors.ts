/** A file the import refuses, with the sentence shown to the admin. Nothing is imported. */
export class CamtError extends Error {}

export const CAMT_ERRORS = {
  empty: 'Le fichier est vide.',
  unreadable:
    'Ce fichier n’est pas un relevé lisible : XML invalide ou tronqué. Rien n’a été importé.',
  notCamt: 'Ce fichier n’est pas un relevé bancaire camt.054 ou camt.053. Rien n’a été importé.',
  doctype:
    'Ce fichier contient une déclaration DOCTYPE, refusée par sécurité. Rien n’a été importé.',
  currency: (currency: string) =>
    `Ce relevé contient des montants en ${currency} : seuls les paiements en CHF sont importés. Rien n’a été importé.`,
  amount: (value: string) =>
    `Montant illisible dans le relevé : « ${value} ». Rien n’a été importé.`,
} as const
