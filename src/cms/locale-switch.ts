import type { CollectionConfig, CustomComponent, GlobalConfig } from 'payload'

/** The guard of src/cms/components/locale-switch-guard.client.tsx, by its import-map path. */
export const localeSwitchGuard = '@/cms/components/locale-switch-guard.client#LocaleSwitchGuard'

/** The current address of the admin with the content language `code` (what Payload's own menu pushes). */
export function withLocale(search: string, code: string): string {
  const params = new URLSearchParams(search)
  params.set('locale', code)
  return `?${params.toString()}`
}

/** A document's controls' components, the guard last. */
const withGuard = (controls: CustomComponent[] = []): CustomComponent[] => [...controls, localeSwitchGuard]

/**
 * Unsaved edits kept from the admin's content-language menu: a collection's edit page renders the guard beside its
 * controls, inside the document's form, where it knows whether the form holds edits.
 */
export function guardLocaleSwitch(collection: CollectionConfig): CollectionConfig {
  const components = collection.admin?.components
  const edit = components?.edit
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: { ...edit, beforeDocumentControls: withGuard(edit?.beforeDocumentControls) },
      },
    },
  }
}

/** The same guard on a global's edit page. */
export function guardGlobalLocaleSwitch(global: GlobalConfig): GlobalConfig {
  const components = global.admin?.components
  const elements = components?.elements
  return {
    ...global,
    admin: {
      ...global.admin,
      components: {
        ...components,
        elements: { ...elements, beforeDocumentControls: withGuard(elements?.beforeDocumentControls) },
      },
    },
  }
}
