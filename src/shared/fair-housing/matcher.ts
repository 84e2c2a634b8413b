import { FINE, GROUPS, LAWS, PROTECTED_CLASSES, RULES, SOURCES, type ProtectedClass, type WordingRule } from './phrases.ts';

/**
 * The wording check: finds the phrases of phrases.ts in a text. The text is cut into words once
 * (letters and digits; case, spacing and punctuation do not matter), then a tree of the rules' word
 * sequences is walked from each word. No regular expression runs over the text, and the walk from one
 * word stops after at most MAX_PHRASE_WORDS words, so the time is linear in the length of any input.
 */

export interface FlaggedPhrase {
  /** The words as written, from `start` to `end` (offsets in the text). */
  phrase: string;
  start: number;
  end: number;
  ruleId: string;
  classId: ProtectedClass;
  /** The protected class, in words. */
  class: string;
  explanation: string;
  /** The law the phrase breaks ('NYC Admin Code § 8-107(5)(a): age'). */
  law: string;
  /** A wording that can replace the phrase (already in the phrase's capitalisation), or null. */
  better: string | null;
  source: { title: string; url: string };
}

interface Word {
  text: string;
  start: number;
  end: number;
}

/** Words read as another (abbreviations, numbers spelled out). */
const ALIASES: Record<string, string> = { sec: 'section', sect: 'section', eight: '8', viii: '8' };

/** A pattern word that stands for any number ('Ages # # only' reads 'Ages 25-35 only'). */
const NUMBER = '#';

const APOSTROPHES = new Set(["'", '\u2019', '\u02bc']);
const isLetter = (c: string) => /\p{L}/u.test(c);
const isDigit = (c: string) => c >= '0' && c <= '9';

/**
 * The words of a text with their offsets: runs of letters or of digits ('section8' is two words); an
 * apostrophe between letters joins them ('don't' → 'dont') except a possessive ending, which is kept
 * ("kid's", "kids'") so that it never reads as the plain word.
 */
export function words(text: string): Word[] {
  const out: Word[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const letter = isLetter(c);
    if (!letter && !isDigit(c)) {
      i++;
      continue;
    }
    const start = i;
    let value = '';
    if (letter) {
      while (i < n) {
        const ch = text[i];
        if (isLetter(ch)) {
          value += ch;
          i++;
        } else if (APOSTROPHES.has(ch)) {
          const next = text[i + 1] ?? '';
          const afterNext = text[i + 2] ?? '';
          if ((next === 's' || next === 'S') && !isLetter(afterNext)) {
            // kid's: a possessive stays marked.
            value += "'s";
            i += 2;
            break;
          }
          if (isLetter(next)) {
            i++; // don't → dont
            continue;
          }
          // kids': a plural possessive.
          if (value.endsWith('s') || value.endsWith('S')) {
            value += "'";
            i++;
          }
          break;
        } else break;
      }
    } else {
      while (i < n && isDigit(text[i])) value += text[i++];
    }
    const lower = value.toLowerCase();
    out.push({ text: ALIASES[lower] ?? lower, start, end: i });
  }
  return out;
}

// ---- The pattern tree ---------------------------------------------------------------------------

interface Node {
  next: Map<string, Node>;
  /** The rule a sequence ending here belongs to, and its better wording (null: a FINE phrase). */
  rule?: { rule: WordingRule; better: string | null } | null;
}

const slotCache = new Map<string, string[][]>();

/** Word sequences of one pattern slot: its alternatives, each one or more words; [] when optional. */
function slotSequences(slot: string): string[][] {
  let cached = slotCache.get(slot);
  if (!cached) slotCache.set(slot, (cached = readSlot(slot)));
  return cached;
}

function readSlot(slot: string): string[][] {
  const optional = slot.endsWith('?');
  const body = optional ? slot.slice(0, -1) : slot;
  const sequences: string[][] = [];
  for (const alternative of body.split('|')) {
    const group = /^\{(.+)\}$/.exec(alternative);
    if (alternative === NUMBER) sequences.push([NUMBER]);
    else if (group) {
      const members = GROUPS[group[1]];
      if (!members) throw new Error(`Unknown wording group {${group[1]}}`);
      for (const member of members) sequences.push(words(member).map((w) => w.text));
    } else {
      sequences.push(words(alternative).map((w) => w.text));
    }
  }
  if (optional) sequences.push([]);
  return sequences;
}

/** Every word sequence a pattern stands for. */
function expandPattern(pattern: string): string[][] {
  let results: string[][] = [[]];
  for (const slot of pattern.trim().split(/\s+/)) {
    const options = slotSequences(slot);
    const next: string[][] = [];
    for (const prefix of results) for (const option of options) next.push([...prefix, ...option]);
    results = next;
  }
  return results.filter((sequence) => sequence.length > 0);
}

export interface CompiledWording {
  root: Node;
  /** The longest sequence: the walk from one word never goes further. */
  maxWords: number;
  /** Sequences that two different rules both claim (kept by the first; the tests want none). */
  conflicts: string[];
  sequences: number;
}

export function compileWording(rules: readonly WordingRule[] = RULES, fine: readonly string[] = FINE): CompiledWording {
  const root: Node = { next: new Map() };
  let maxWords = 0;
  let sequences = 0;
  const conflicts: string[] = [];
  const add = (sequence: string[], target: Node['rule']) => {
    let node = root;
    for (const word of sequence) {
      let child = node.next.get(word);
      if (!child) node.next.set(word, (child = { next: new Map() }));
      node = child;
    }
    if (node.rule !== undefined) {
      // A FINE phrase always wins; otherwise the first rule keeps it.
      if (node.rule && target && node.rule.rule !== target.rule)
        conflicts.push(`${sequence.join(' ')} (${node.rule.rule.id}, ${target.rule.id})`);
      return;
    }
    node.rule = target;
    sequences++;
    maxWords = Math.max(maxWords, sequence.length);
  };
  for (const pattern of fine) for (const sequence of expandPattern(pattern)) add(sequence, null);
  for (const rule of rules)
    for (const entry of rule.patterns) {
      const { pattern, better } = typeof entry === 'string' ? { pattern: entry, better: rule.better } : entry;
      for (const sequence of expandPattern(pattern)) add(sequence, { rule, better });
    }
  return { root, maxWords, conflicts, sequences };
}

let compiled: CompiledWording | undefined;
/** The rules of phrases.ts, compiled once. */
export function wordingTree(): CompiledWording {
  return (compiled ??= compileWording());
}

/** `better` in the capitalisation of the phrase it replaces (a capital first letter stays capital). */
function inCase(better: string, phrase: string): string {
  const first = phrase[0];
  const capital = first !== undefined && first !== first.toLowerCase();
  return capital ? better[0].toUpperCase() + better.slice(1) : better[0].toLowerCase() + better.slice(1);
}

/** Counts the steps of the walk (tests read it to prove the work is linear). */
export interface MatchStats {
  steps: number;
}

/**
 * The flagged phrases of `text`, in order, never overlapping: from each word the longest phrase that
 * starts there wins, and the search goes on after it.
 */
export function findFlaggedPhrases(text: string, stats?: MatchStats, tree: CompiledWording = wordingTree()): FlaggedPhrase[] {
  const list = words(text);
  const found: FlaggedPhrase[] = [];
  let i = 0;
  while (i < list.length) {
    let node: Node | undefined = tree.root;
    let best: { target: Node['rule']; last: number } | undefined;
    for (let j = i; j < list.length && j - i < tree.maxWords; j++) {
      if (stats) stats.steps++;
      const word = list[j].text;
      // A number follows its own words first ('over 50'), then the pattern's any-number word.
      node = node.next.get(word) ?? (isDigit(word[0]) ? node.next.get(NUMBER) : undefined);
      if (!node) break;
      if (node.rule !== undefined) best = { target: node.rule, last: j };
    }
    if (!best) {
      i++;
      continue;
    }
    const { target, last } = best;
    if (target) {
      const { rule, better } = target;
      const start = list[i].start;
      const end = list[last].end;
      const phrase = text.slice(start, end);
      found.push({
        phrase,
        start,
        end,
        ruleId: rule.id,
        classId: rule.class,
        class: PROTECTED_CLASSES[rule.class],
        explanation: rule.explanation,
        law: LAWS[rule.class],
        better: better === null ? null : inCase(better, phrase),
        source: SOURCES[rule.source],
      });
    }
    i = last + 1;
  }
  return found;
}

/** `text` with one flagged phrase replaced by its better wording. */
export function applyBetterWording(text: string, flagged: Pick<FlaggedPhrase, 'start' | 'end' | 'better'>): string {
  if (flagged.better === null) return text;
  return text.slice(0, flagged.start) + flagged.better + text.slice(flagged.end);
}
