/** The form's field a robot fills in: hidden from people, a brief that has it is refused. */
export const BRIEF_HONEYPOT_FIELD = 'website'

/** The field that carries a brief's key, the same for every try: the server stores it once. */
export const BRIEF_SEND_KEY_FIELD = 'sendKey'
