#ifndef INTENTC_CLIBXML2_SHIM_H
#define INTENTC_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* libxml2's ICU support would pull <unicode/ucnv.h> into this module, and its ICU types clash
 * with Foundation's bundled ICU in every Swift module that sees both. Nothing here uses ICU.
 * The only effect is that xmlCharEncodingHandler loses its two trailing ICU pointers in Swift's
 * view; Swift never allocates or copies that struct, it only reads `name` through a pointer. */
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/entities.h>

#endif
