import en from '../../../messages/en.json'
import it from '../../../messages/it.json'
import { w } from '../admin-labels'

/**
 * The requests that end on the contact form: the keys of `requestTypes` (src/features/contacts/requests.ts) whose
 * answer is a form, which that file's test holds to this list. A contact request stores one of them.
 */
export const formRequestKeys = ['priceLists', 'becomeCustomer', 'producers', 'agents', 'agent'] as const

/** Each by the name the contact page's wizard gives it ("Diventare cliente"), in the admin's language. */
export const formRequestOptions = formRequestKeys.map((key) => ({
  value: key,
  label: w(it.ContactWizard.requests[key], en.ContactWizard.requests[key]),
}))
