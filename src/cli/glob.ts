// A small glob for INPUT arguments the shell did not expand (quoted, or on Windows): `*` and
// `?` within one folder name, `**` for any number of folders, `[abc]` / `[a-z]` / `[!abc]`,
// and `{jpg,png}`. Node 20 has no fs.glob. Patterns use `/` (a `\` on Windows is read as `/`).
// Pure: the walk is inputs.ts's.

const MAGIC = /[*?[{]/;

export function hasMagic(pattern: string): boolean {
  return MAGIC.test(pattern);
}

/**
 * The folder to walk and the pattern to match below it: the leading folders with no magic,
 * and the rest. `photos/2024/*.jpg` → `photos/2024` and `*.jpg`.
 */
export function splitGlob(pattern: string): { base: string; rest: string } {
  const parts = pattern.replace(/\\/g, '/').split('/');
  const first = parts.findIndex((part) => hasMagic(part));
  const baseParts = parts.slice(0, first);
  const base = baseParts.length === 0 ? '.' : baseParts.join('/') || '/';
  return { base, rest: parts.slice(first).join('/') };
}

function escape(char: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
}

/** A RegExp matching a whole relative path (`/`-separated) against `pattern`. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  let braces = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '*') {
      if (pattern[i + 1] === '*') {
        const wholeSegment =
          (i === 0 || pattern[i - 1] === '/') &&
          (i + 2 === pattern.length || pattern[i + 2] === '/');
        if (wholeSegment) {
          // `**/` matches no folder or any number of them; a final `**` anything below.
          source += i + 2 === pattern.length ? '.*' : '(?:[^/]*/)*';
          i += 2;
          continue;
        }
        i++;
      }
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) {
        source += '\\[';
        continue;
      }
      let set = pattern.slice(i + 1, end).replace(/\\/g, '\\\\');
      if (set.startsWith('!')) set = `^${set.slice(1)}`;
      source += `[${set}]`;
      i = end;
    } else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) {
      source += '|';
    } else {
      source += escape(char);
    }
  }
  if (braces > 0) throw new Error(`unclosed { in the pattern "${pattern}"`);
  return new RegExp(`^${source}$`);
}
