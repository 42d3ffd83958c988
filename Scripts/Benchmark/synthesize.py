"""Writes the benchmark's synthetic definitions from the real corpus (deterministic).

  synthesize.py CORPUS BYTES OUT        one valid definition of at least BYTES bytes: every
                                        corpus intent, enum and type, repeated in rounds under
                                        new names (suffix R<round>F<file>), references and
                                        localization IDs renamed to match
  synthesize.py CORPUS --split N DIR    N small definitions, one per corpus file that declares
                                        intents, each renamed apart so one module holds them all
"""
import os
import plistlib
import sys
from glob import glob

corpus = sys.argv[1]
definitions = [plistlib.load(open(path, 'rb')) for path in sorted(glob(os.path.join(corpus, '*.intentdefinition')))]
namespaces = {d.get('INIntentDefinitionNamespace') for d in definitions} - {None}


def declared_names(definition):
    """The names a copy must change: intents, enums, types and custom class names."""
    names = {i.get('INIntentName') for i in definition.get('INIntents', [])}
    names |= {i.get('INIntentClassName') for i in definition.get('INIntents', [])
              if not i.get('INIntentClassName', 'IN').startswith('IN')}
    names |= {e.get('INEnumName') for e in definition.get('INEnums', [])}
    names |= {t.get('INTypeName') for t in definition.get('INTypes', [])}
    names |= {t.get('INTypeClassName') for t in definition.get('INTypes', [])}
    return names - {None}


def renamed(value, names, suffix, namespace, key=''):
    """`value` with declared names and localization IDs suffixed, namespaces set to `namespace`."""
    if isinstance(value, dict):
        return {k: renamed(v, names, suffix, namespace, k) for k, v in value.items()}
    if isinstance(value, list):
        return [renamed(v, names, suffix, namespace, key) for v in value]
    if isinstance(value, str):
        if key.endswith('Namespace') and value in namespaces and namespace:
            return namespace
        if value in names or (key.endswith('ID') and value):
            return value + suffix
    return value


def copy_of(definition, suffix, namespace):
    names = declared_names(definition)
    return {key: renamed(definition.get(key, []), names, suffix, namespace)
            for key in ('INIntents', 'INEnums', 'INTypes')}


if sys.argv[2] == '--split':
    count, folder = int(sys.argv[3]), sys.argv[4]
    with_intents = [d for d in definitions if d.get('INIntents')][:count]
    for index, definition in enumerate(with_intents):
        parts = copy_of(definition, 'F%d' % index, definition.get('INIntentDefinitionNamespace'))
        with open(os.path.join(folder, 'Definition%02d.intentdefinition' % index), 'wb') as out:
            plistlib.dump(dict(definition, **parts), out)
    sys.exit(0)

target, output = int(sys.argv[2]), sys.argv[3]
newest = max(definitions, key=lambda d: float(d.get('INIntentDefinitionModelVersion', '0')))
header = {k: v for k, v in newest.items() if k.startswith('INIntentDefinition')}
namespace = header.get('INIntentDefinitionNamespace')


def rounds(count):
    result = dict(header, INIntents=[], INEnums=[], INTypes=[])
    for round_index in range(count):
        for file_index, definition in enumerate(definitions):
            for key, values in copy_of(definition, 'R%dF%d' % (round_index, file_index), namespace).items():
                result[key] += values
    return result


one_round = len(plistlib.dumps(rounds(1)))
count = max(1, -(-target // one_round))
with open(output, 'wb') as out:
    plistlib.dump(rounds(count), out)
