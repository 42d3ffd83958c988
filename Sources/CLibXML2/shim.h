#ifndef INTENTC_CLIBXML2_SHIM_H
#define INTENTC_CLIBXML2_SHIM_H

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/entities.h>

/// `xmlFree` is a global function-pointer variable, which Swift 6 refuses to touch from
/// nonisolated code; this wrapper makes it an ordinary function.
static inline void clibxml2_free(void *pointer) { xmlFree(pointer); }

#endif
