// sabaki_gtp.test.mjs - drives `seichi gtp` through Sabaki's GTP client
// library (@sabaki/gtp) and checks, for each game given, that final_score
// and final_status_list dead over GTP equal what `seichi score --json`
// says for the same file; plus protocol basics as a real client sees them.
//
//   node sabaki_gtp.test.mjs SEICHI GAME.sgf...
import gtp from '@sabaki/gtp'
import {execFileSync} from 'node:child_process'
import assert from 'node:assert/strict'

const {Controller} = gtp
const [seichi, ...games] = process.argv.slice(2)
if (!seichi || games.length === 0) {
  console.error('usage: node sabaki_gtp.test.mjs SEICHI GAME.sgf...')
  process.exit(2)
}

const vertices = text => text.split(/\s+/).filter(Boolean).sort()
let failures = 0
const check = (what, fn) => {
  try {
    fn()
    console.log(`ok   ${what}`)
  } catch (e) {
    failures++
    console.log(`FAIL ${what}\n     ${e.message.split('\n').join('\n     ')}`)
  }
}

const engine = new Controller(seichi, ['gtp'])
engine.start()
try {
  const version = await engine.sendCommand({name: 'protocol_version'})
  check('protocol_version is 2', () => assert.equal(version.content, '2'))
  const name = await engine.sendCommand({name: 'name'})
  check('name is seichi', () => assert.equal(name.content, 'seichi'))
  const unknown = await engine.sendCommand({name: 'no_such_command'})
  check('unknown command is an error', () => assert.equal(unknown.error, true))
  const known = await engine.sendCommand({name: 'known_command', args: ['final_status_list']})
  check('final_status_list is known', () => assert.equal(known.content, 'true'))

  for (const game of games) {
    const cli = JSON.parse(execFileSync(seichi, ['score', '--json', game], {encoding: 'utf8'}))
    const load = await engine.sendCommand({name: 'loadsgf', args: [game]})
    check(`${game}: loadsgf`, () => assert.equal(load.error, false, load.content))
    const score = await engine.sendCommand({name: 'final_score'})
    check(`${game}: final_score ${score.content} equals CLI ${cli.result}`, () => {
      assert.equal(score.error, false, score.content)
      assert.equal(score.content, cli.result)
    })
    const dead = await engine.sendCommand({name: 'final_status_list', args: ['dead']})
    check(`${game}: final_status_list dead (${vertices(dead.content).length} stones) equals CLI`, () => {
      assert.equal(dead.error, false, dead.content)
      assert.deepEqual(vertices(dead.content), [...cli.dead].sort())
    })
    const seki = await engine.sendCommand({name: 'final_status_list', args: ['seki']})
    check(`${game}: final_status_list seki equals CLI`, () =>
      assert.deepEqual(vertices(seki.content), [...cli.seki].sort()))
  }
} finally {
  await engine.stop()
}
console.log(failures ? `${failures} check(s) failed` : 'all checks passed')
process.exit(failures ? 1 : 0)
