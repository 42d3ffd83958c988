internal import CLibXML2

/// The property-list element names as one libxml2 parser interns them, to classify a start tag
/// by its name's address.
///
/// libxml2 hands every element name out of its parser's dictionary, so each known name arrives
/// as the same pointer every time: comparing a few addresses replaces measuring and comparing
/// the bytes of every start tag's name. A name not found here (another element, or a libxml2
/// that does not intern) is classified from its bytes as before.
struct InternedElementNames {
    /// The interned names, the most frequent elements first.
    private let names: [(name: UnsafePointer<xmlChar>, element: PlistElement)]

    /// The known names as interned in `dictionary` (none when there is no dictionary).
    init(in dictionary: xmlDictPtr?) {
        guard let dictionary else {
            names = []
            return
        }
        names = PlistElement.known.compactMap { element in
            element.knownName.flatMap { name in
                name.withUTF8Buffer { bytes in
                    xmlDictLookup(dictionary, bytes.baseAddress, Int32(bytes.count)).map { ($0, element) }
                }
            }
        }
    }

    /// The element whose name libxml2 handed over as `name`.
    func element(named name: UnsafePointer<xmlChar>) -> PlistElement {
        for known in names where known.name == name { return known.element }
        return PlistElement(name: UnsafeBufferPointer(start: name, count: Int(xmlStrlen(name))))
    }
}
