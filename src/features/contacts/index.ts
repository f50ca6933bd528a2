/** What other features use of the contacts feature (decision 013). */
export { NewsletterSignup } from './components/newsletter-signup'
