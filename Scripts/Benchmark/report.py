"""Prints the benchmark's tables from hyperfine's JSON exports (one file per alternating round)
and the peak-RSS measurements. Called by Scripts/benchmark.sh.

  report.py WORK
"""
import json
import os
import statistics
import sys
from glob import glob

work = sys.argv[1]
times = {}
for path in sorted(glob(os.path.join(work, 'rounds', '*.json'))):
    for result in json.load(open(path))['results']:
        times.setdefault(result['command'], []).extend(result['times'])
median = {name: statistics.median(values) for name, values in times.items()}
runs = {name: len(values) for name, values in times.items()}
sizes = dict(line.split() for line in open(os.path.join(work, 'sizes.txt')))
rss = {}
for line in open(os.path.join(work, 'rss.txt')):
    name, kilobytes = line.rsplit(' ', 1)
    rss[name] = int(kilobytes) * 1024


def seconds(value):
    return '%.1f ms' % (value * 1000) if value < 1 else '%.2f s' % value


def cell(name, baseline):
    if name not in median:
        return '—'
    text = seconds(median[name])
    if baseline in median and name != baseline:
        text += ' (%.2f×)' % (median[name] / median[baseline])
    return text


rounds = len(glob(os.path.join(work, 'rounds', '*-long.json')))
print('Medians of %d alternating rounds (%d runs of each command of a few milliseconds); (×) is the'
      ' ratio to `xmllint --noout` on the same input.\n' % (rounds, max(runs.values())))
print('| input | size | `intentc lint` | `intentc generate` | `xmllint --noout` | `plutil -convert json` '
      '| peak RSS (generate) |')
print('|---|---|---|---|---|---|---|')
for input_name in ('2 MB synthetic', '20 MB synthetic', 'largest real file'):
    size = int(sizes[input_name.replace(' ', '_')])
    baseline = 'xmllint ' + input_name
    peak = rss.get('generate ' + input_name)
    peak_text = '%.0f MB (%.1f× input)' % (peak / 1e6, peak / size) if peak else '—'
    print('| %s | %s | %s | %s | %s | %s | %s |' % (
        input_name, '%.2f MB' % (size / 1e6) if size > 1e6 else '%.0f KB' % (size / 1e3),
        cell('lint ' + input_name, baseline), cell('generate ' + input_name, baseline),
        cell(baseline, baseline), cell('plutil ' + input_name, baseline), peak_text))

print()
for command in ('lint', 'generate', 'xmllint', 'plutil'):
    small, large = median.get(command + ' 2 MB synthetic'), median.get(command + ' 20 MB synthetic')
    if small and large:
        print('- 20 MB / 2 MB, `%s`: %.1f× the time for %.1f× the bytes' % (
            command, large / small, int(sizes['20_MB_synthetic']) / int(sizes['2_MB_synthetic'])))
startup, minimal = median.get('intentc --version'), median.get('minimal FoundationEssentials binary')
if startup and minimal:
    print('- start-up: `intentc --version` %s, a minimal FoundationEssentials binary %s (%.2f×)'
          % (seconds(startup), seconds(minimal), startup / minimal))
    with_libxml2 = median.get('minimal binary linking libxml2')
    if with_libxml2:
        print('- start-up of the minimal binary when it also links libxml2: %s (%.2f× without);'
              ' `intentc --version` is %.2f× that' % (seconds(with_libxml2), with_libxml2 / minimal,
                                                      startup / with_libxml2))
    largest = median.get('generate largest real file')
    if largest:
        print('- largest real file: `generate` takes %.2f× intentc\'s own start-up' % (largest / startup))
plugin = os.path.join(work, 'plugin.txt')
if os.path.exists(plugin):
    print('- SwiftPM build of a package with 20 definitions through IntentcPlugin: '
          + ', '.join(line.strip() for line in open(plugin)))
