import Foundation

/// A file parameter value; the framework-free counterpart of `INFile`. (App Intents has an
/// `IntentFile` of its own, hence the `Value` suffix the runtime's value types share.)
public struct IntentFileValue: Sendable, Hashable, Codable {
    /// The file's contents.
    public var data: Data
    /// The file's name, including its extension.
    public var filename: String
    /// The uniform type identifier of the contents (for example `public.png`), when known.
    public var typeIdentifier: String?
    /// Where the file lives, when it is backed by a file on disk.
    public var fileURL: URL?

    /// Creates a file value from its contents and name.
    public init(data: Data, filename: String, typeIdentifier: String? = nil, fileURL: URL? = nil) {
        self.data = data
        self.filename = filename
        self.typeIdentifier = typeIdentifier
        self.fileURL = fileURL
    }
}
