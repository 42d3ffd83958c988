/// A key the decoder asks a dictionary for: written whole (a string literal), or as a prefix
/// and a suffix such as `INIntentParameter` + `Tag`.
///
/// The parts are compared with the stored key's bytes one after the other, so asking for one
/// of the dozens of keys of a parameter's vocabulary builds no string; they are joined only
/// when a message names the key.
struct PlistKey: ExpressibleByStringLiteral, CustomStringConvertible {
    /// The part before `suffix` (empty for a key written whole).
    let prefix: String
    /// The rest of the key.
    let suffix: String

    /// The key `prefix` followed by `suffix`.
    init(_ prefix: String, _ suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    init(stringLiteral key: String) { self.init("", key) }

    /// This key followed by `tail` (e.g. the `ID` of a localized text's key).
    func appending(_ tail: String) -> PlistKey { PlistKey(prefix, suffix + tail) }

    /// The whole key.
    var description: String { prefix + suffix }
}
