"""A null external engine: answers ``hello``, then every ``run`` with empty observations, as fast as
it can. Used by benchmarks/bench_protocol.py to measure the harness's own per-fixture overhead
(every fixture fails, which exercises the comparison and the failure path too).

    mtg-conformance run --engine-cmd "python benchmarks/null_engine.py"
"""

import re
import sys

SEQ = re.compile(rb'"seq":\s*(\d+)')


def main() -> None:
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    for line in stdin:
        if b'"type":"run"' in line[:40]:
            seq = SEQ.search(line).group(1)
            stdout.write(b'{"type":"result","seq":' + seq + b',"observations":{},"actions":[]}\n')
        elif b'"hello"' in line:
            stdout.write(b'{"type":"hello","protocol":1,"engine":{"name":"null","version":"0"}}\n')
        elif b'"bye"' in line:
            break
        stdout.flush()


if __name__ == "__main__":
    main()
