/**
 * Reading a password for a command-line script without putting it where other
 * people can see it: `ps` and the shell history show command-line arguments.
 * At a terminal the password is typed with nothing echoed; otherwise it is
 * the first line of standard input (`printf '%s\n' "$PASS" | npm run ...`).
 */
import { once } from "node:events";

/** The first line of a non-terminal standard input, without its line ending. */
async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if ((chunk as Buffer).includes(10)) break;
  }
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** Asks at the terminal with the typed characters hidden. */
async function hiddenAnswer(prompt: string): Promise<string> {
  const stdin = process.stdin;
  // Echo off before the prompt appears: a person (or a script) answering the
  // moment they see it must never have the password shown.
  stdin.setRawMode(true);
  stdin.resume();
  process.stderr.write(prompt);
  let answer = "";
  try {
    for (;;) {
      const [chunk] = (await once(stdin, "data")) as [Buffer];
      for (const char of chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") return answer;
        if (char === "\u0003") {
          // Ctrl-C: leave as the shell expects.
          process.stderr.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") answer = [...answer].slice(0, -1).join("");
        else if (char >= " ") answer += char;
      }
    }
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    process.stderr.write("\n");
  }
}

/**
 * The password, from the terminal (typed twice, hidden) or from standard
 * input. Throws with a message for the person if the two entries differ.
 */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const first = await hiddenAnswer("Password: ");
  const second = await hiddenAnswer("Repeat the password: ");
  if (first !== second) throw new Error("The two passwords differ; nothing was created.");
  return first;
}
