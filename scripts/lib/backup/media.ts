import fs from 'node:fs'
import path from 'node:path'

import { type ArchiveFile, copyWithDigest } from './archive'

export type StagedMedia = { files: ArchiveFile[]; skipped: string[] }

/**
 * Copies the uploads into `to` (the archive's `media/`), digesting each file as it is copied. A copy, not the files
 * themselves, goes into the archive: an upload the site writes meanwhile would otherwise reach tar with other
 * bytes than the manifest's. A file deleted meanwhile is noted and left out; links, special files and names with
 * control characters (which no upload has) are noted and left out too.
 */
export async function stageMedia(mediaDir: string, to: string): Promise<StagedMedia> {
  const staged: StagedMedia = { files: [], skipped: [] }
  fs.mkdirSync(to, { recursive: true })
  if (!fs.existsSync(mediaDir)) return staged

  const walk = async (relative: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(path.join(mediaDir, relative), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return // a folder deleted meanwhile
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = relative ? `${relative}/${entry.name}` : entry.name
      if (/[\u0000-\u001f\u007f]/.test(name)) staged.skipped.push(`${JSON.stringify(name)} (control character)`)
      else if (entry.isDirectory()) await walk(name)
      else if (!entry.isFile()) staged.skipped.push(`${name} (not a plain file)`)
      else {
        fs.mkdirSync(path.join(to, relative), { recursive: true })
        try {
          const { mode } = fs.statSync(path.join(mediaDir, name))
          const { size, sha256 } = await copyWithDigest(path.join(mediaDir, name), path.join(to, name))
          // The archive keeps each upload's permissions (a web server may read them), never a set-id bit.
          fs.chmodSync(path.join(to, name), mode & 0o777)
          staged.files.push({ path: `media/${name}`, size, sha256 })
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
          fs.rmSync(path.join(to, name), { force: true })
          staged.skipped.push(`${name} (deleted during the backup)`)
        }
      }
    }
  }
  await walk('')
  return staged
}

/** The number of plain files under a folder (what a restore replaced), 0 when it does not exist. */
export function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink()).length
}

/**
 * Puts the unpacked `media/` in the place of MEDIA_DIR by renaming: the old folder is moved into `aside` (a folder
 * beside MEDIA_DIR, so on the same file system) and the new one renamed in; `undo` moves the old one back. The new
 * folder takes the old one's mode and, run as root, its owner for every file, so the site's user can still write.
 */
export function swapMedia(unpacked: string, mediaDir: string, aside: string): { previous: string; undo(): void } {
  const target = path.resolve(mediaDir)
  const previous = fs.existsSync(target) ? fs.statSync(target) : null
  if (previous) fs.chmodSync(unpacked, previous.mode & 0o777)
  if (previous && process.getuid?.() === 0) {
    fs.chownSync(unpacked, previous.uid, previous.gid)
    for (const entry of fs.readdirSync(unpacked, { recursive: true, encoding: 'utf8' })) {
      fs.lchownSync(path.join(unpacked, entry), previous.uid, previous.gid)
    }
  }
  const old = path.join(aside, 'previous-media')
  if (previous) fs.renameSync(target, old)
  try {
    fs.renameSync(unpacked, target)
  } catch (error) {
    if (previous) fs.renameSync(old, target)
    throw error
  }
  return {
    previous: old,
    undo() {
      fs.rmSync(target, { recursive: true, force: true })
      if (previous) fs.renameSync(old, target)
    },
  }
}
