import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { spreadOver } from './nginx-front'

const template = fs.readFileSync('deploy/nginx-front.conf.template', 'utf8')
const twoInstances = fs.readFileSync('deploy/two-instances/upstream-two-instances.conf', 'utf8')

describe('the front before two instances', () => {
  it("replaces the template's upstream block with the two-instance one, on the given addresses", () => {
    const site = spreadOver(template, ['127.0.0.1:4001', '127.0.0.1:4002'])
    expect(site.match(/^upstream studio_app \{/gm)).toHaveLength(1)
    const block = /^upstream studio_app \{[\s\S]*?^\}/m.exec(site)![0]
    expect(block.match(/^\s*server .*$/gm)).toEqual([
      '  server 127.0.0.1:4001 max_fails=2 fail_timeout=10s;',
      '  server 127.0.0.1:4002 max_fails=2 fail_timeout=10s;',
    ])
    expect(block).toContain('keepalive_timeout 4s;')
    // The rest of the front is the template's own.
    expect(site).toContain('proxy_pass http://studio_app;')
  })

  it('refuses addresses that do not match the servers of the upstream file', () => {
    expect(() => spreadOver(template, ['127.0.0.1:4001'])).toThrow(/2 servers, not 1/)
    expect(() => spreadOver('server {}', ['a:1', 'b:2'])).toThrow(/no upstream/)
  })

  it('lets nginx retry on the other instance only what never reached the app, or a read', () => {
    // nginx's default (`error timeout`, never a POST once sent) is what keeps a brief from being
    // stored twice when an instance dies while answering it.
    for (const file of [template, twoInstances]) expect(file).not.toMatch(/non_idempotent/)
    expect(template).not.toMatch(/^\s*proxy_next_upstream /m)
  })
})
