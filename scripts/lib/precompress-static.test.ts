import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, expect, test } from 'vitest'

import { precompressStatic } from './precompress-static'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true })))

const distWith = (files: Record<string, string | Buffer>) => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-precompress-'))
  folders.push(dist)
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dist, 'static', name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, content)
  }
  return dist
}

test('each text file gets a brotli and a gzip copy that decode to its exact bytes', async () => {
  const script = 'console.log("é", 1);\n'.repeat(200)
  const style = `.a{color:red}\n`.repeat(100)
  const dist = distWith({ 'chunks/app.js': script, 'css/site.css': style })

  expect(await precompressStatic(dist)).toBe(2)

  for (const [name, content] of [
    ['chunks/app.js', script],
    ['css/site.css', style],
  ] as const) {
    const file = path.join(dist, 'static', name)
    const br = fs.readFileSync(`${file}.br`)
    expect(br.length).toBeLessThan(content.length / 4)
    expect(zlib.brotliDecompressSync(br).toString()).toBe(content)
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(content)
  }
})

test('small files, binary files and folders named like text files are left alone', async () => {
  const dist = distWith({
    'chunks/tiny.js': 'export{}'.padEnd(511, ' '),
    'media/logo.png': Buffer.alloc(4096, 7),
    'media/font.woff2': Buffer.alloc(4096, 9),
    'feed.json/logo.png': Buffer.alloc(4096, 5),
  })

  expect(await precompressStatic(dist)).toBe(0)
  expect(fs.readdirSync(path.join(dist, 'static'), { recursive: true }).sort()).toEqual([
    'chunks',
    'chunks/tiny.js',
    'feed.json',
    'feed.json/logo.png',
    'media',
    'media/font.woff2',
    'media/logo.png',
  ])
})
