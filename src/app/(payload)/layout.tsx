/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import React from 'react'

import { runAdminCall } from '@/cms/admin-server-function'
import { signedInEditor } from '@/cms/auth/editor-session'

import { importMap } from './admin/importMap.js'
import './custom.scss'

type Args = {
  children: React.ReactNode
}

// Anyone can call it with arguments of their choosing: a call no admin page makes answers its 4xx, not Payload's 500
// (src/cms/admin-server-function.ts).
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return runAdminCall(
    args,
    async () => (await signedInEditor(await headers())) !== null,
    (call) => handleServerFunctions({ ...call, config, importMap }),
  )
}

const Layout = ({ children }: Args) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
