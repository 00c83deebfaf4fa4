import fs from 'node:fs'

import { ICON_SPRITE_FILE, iconSprite } from './lib/icon-sprite'

fs.writeFileSync(ICON_SPRITE_FILE, iconSprite())
console.log(`${ICON_SPRITE_FILE} written.`)
