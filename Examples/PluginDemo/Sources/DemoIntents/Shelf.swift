// Hand-written code next to the generated types. (SwiftPM also needs at least one Swift file in a
// target to treat it as a Swift target; definitions alone are not enough.)
import IntentRuntime

/// The books the reading widget offers for `SelectBookIntent`, as its intent handler would.
public struct Shelf: SelectBookIntentOptionsProvider {
    /// Every book on the shelf, most recently read last.
    public static let books = [
        Book(identifier: "dune", display: "Dune", author: "Frank Herbert"),
        Book(identifier: "emma", display: "Emma", author: "Jane Austen"),
    ]

    /// Creates the provider.
    public init() {}

    public func provideBookOptionsCollection(for intent: SelectBookIntent) async throws
        -> IntentOptionsCollection<Book>
    {
        IntentOptionsCollection(Self.books)
    }

    public func defaultBook(for intent: SelectBookIntent) -> Book? {
        Self.books.last
    }
}
