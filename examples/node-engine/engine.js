#!/usr/bin/env node
// A complete minimal external engine for mtg-conformance, in Node.js with no dependencies.
//
// It speaks the JSON-lines protocol (docs/ADAPTERS.md) on stdin/stdout and supports a small
// capability set: starting positions (cards in any zone, tapped, with counters or damage) and
// observing them. It performs no actions, so the harness skips every fixture that needs one,
// naming the missing capability. Run it against the corpus:
//
//   mtg-conformance run --engine-cmd "node examples/node-engine/engine.js"
'use strict';

const readline = require('readline');

const ENGINE = { name: 'node-example', version: '1.0.0' };
const CAPABILITIES = [
  'setup.battlefield', 'setup.hand', 'setup.library', 'setup.graveyard', 'setup.exile',
  'setup.tapped', 'setup.counters', 'setup.damage', 'setup.turn',
  'observe.characteristics', 'observe.status', 'observe.players',
];

// Keyword abilities this engine recognises on a line of their own ("Flying, vigilance").
const KEYWORDS = new Set(['deathtouch', 'defender', 'double strike', 'first strike', 'flash', 'flying',
  'haste', 'hexproof', 'indestructible', 'lifelink', 'menace', 'reach', 'shroud', 'trample', 'vigilance']);

class Unsupported extends Error {}

function printedNumber(value, what, card) {
  if (value === null || value === undefined) return null;
  if (!/^-?\d+$/.test(value)) {
    // '*' and '1+*' need characteristic-defining abilities (604.3), which this engine lacks.
    throw new Unsupported(`${card.name}: ${what} ${value} needs a characteristic-defining ability`);
  }
  return parseInt(value, 10);
}

function abilities(card) {
  const out = [];
  for (const line of (card.oracle_text || '').split('\n')) {
    if (!line.trim()) continue;
    const bare = line.replace(/\s*\([^()]*\)/g, '').trim();
    const parts = bare.split(/,\s*/);
    if (parts.length > 0 && parts.every((p) => KEYWORDS.has(p.toLowerCase()))) {
      // One entry per keyword instance (observation.schema.json#abilities).
      for (const p of parts) out.push(p.charAt(0).toUpperCase() + p.slice(1).toLowerCase());
    } else {
      out.push(line);
    }
  }
  return out;
}

function observeObject(obj, card) {
  const counters = obj.counters || {};
  const onBattlefield = obj.zone === 'battlefield';
  let power = printedNumber(card.power, 'power', card);
  let toughness = printedNumber(card.toughness, 'toughness', card);
  if (onBattlefield && power !== null) {
    // 613.4c: +1/+1 and -1/-1 counters modify power and toughness.
    const delta = (counters['+1/+1'] || 0) - (counters['-1/-1'] || 0);
    power += delta;
    toughness += delta;
  }
  let loyalty = printedNumber(card.loyalty, 'loyalty', card);
  if (onBattlefield && counters.loyalty !== undefined) loyalty = counters.loyalty; // 306.5b
  return {
    zone: obj.zone,
    name: card.name,
    mana_cost: card.mana_cost,
    colors: card.colors || [],
    card_types: card.card_types || [],
    subtypes: card.subtypes || [],
    supertypes: card.supertypes || [],
    abilities: abilities(card),
    power, toughness, loyalty,
    counters,
    tapped: onBattlefield ? Boolean(obj.tapped) : false,
    face_down: false,
    controller: onBattlefield ? (obj.controller || obj.owner) : null,
    owner: obj.owner,
    damage: onBattlefield ? (obj.damage || 0) : 0,
    attached_to: null,
    token: false,
  };
}

function snapshot(fixture) {
  const cards = new Map(fixture.cards.map((c) => [c.name, c]));
  const objects = {};
  for (const obj of fixture.setup.objects) {
    const card = cards.get(obj.card);
    if (!card) throw new Unsupported(`no card data for ${obj.card}`);
    objects[obj.id] = observeObject(obj, card);
  }
  const players = {};
  for (const p of fixture.setup.players) {
    const count = (zone) => fixture.setup.objects.filter((o) => o.owner === p.id && o.zone === zone).length;
    players[p.id] = { life: p.life, hand_size: count('hand'), library_size: count('library'),
      graveyard_size: count('graveyard') };
  }
  return { objects, players, stack: [], turn: { ...fixture.setup.turn } };
}

function run(fixture) {
  const observations = {};
  const actions = [];
  for (const action of fixture.actions) {
    if (action.do !== 'observe') {
      // The harness never sends such a fixture (it lacks action.*), but say so if it does.
      throw new Unsupported(`action ${action.do} is not supported`);
    }
    observations[action.label] = snapshot(fixture);
    actions.push({ ok: true });
  }
  return { observations, actions };
}

function handle(msg) {
  switch (msg.type) {
    case 'hello':
      return { type: 'hello', protocol: 1, engine: ENGINE, capabilities: CAPABILITIES };
    case 'run':
      try {
        return { type: 'result', seq: msg.seq, ...run(msg.fixture) };
      } catch (err) {
        if (err instanceof Unsupported) return { type: 'result', seq: msg.seq, skipped: err.message };
        process.stderr.write(`${err.stack}\n`);
        return { type: 'result', seq: msg.seq, error: { kind: 'internal', message: String(err) } };
      }
    case 'bye':
      process.exit(0);
      return null;
    default:
      process.stderr.write(`ignoring a message of type ${msg.type}\n`);
      return null;
  }
}

const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  if (!line.trim()) return;
  const reply = handle(JSON.parse(line));
  if (reply) process.stdout.write(`${JSON.stringify(reply)}\n`);
});
