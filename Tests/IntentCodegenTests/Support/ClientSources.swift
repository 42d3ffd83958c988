/// Small programs written against generated code, as an app would write them.
enum ClientSources {
    /// DESIGN.md §5's MenuList provider, against `SampleDefinitions.custom`.
    static let menuList = """
        import Foundation
        import IntentRuntime

        nonisolated struct MenuProvider: MyIntentIntentOptionsProvider {
          let items = [("aerial", "航拍"), ("city", "城市"), ("people", "人物"), ("pets", "宠物")]
          func provideTypeOptionsCollection(for intent: MyIntentIntent) async throws
            -> IntentOptionsCollection<MenuList>
          {
            IntentOptionsCollection(items.map { MenuList(identifier: $0.0, display: $0.1) })
          }
        }

        nonisolated struct Handler: MyIntentIntentHandling {
          func handle(intent: MyIntentIntent) async -> MyIntentIntentResponse {
            MyIntentIntentResponse(code: .success)
          }
        }

        nonisolated func configure() async throws -> MyIntentIntent {
          let configuration = try await MyIntentIntent(parameter: "Hi").resolved(using: MenuProvider())
          _ = await Handler().confirm(intent: configuration)
          _ = MyIntentIntent.descriptor.parameters.map(\\.name)
          return configuration
        }
        """

    /// Exercises every generated member of `SampleDefinitions.bookClub` and prints what the
    /// behaviour tests check, one fact per line.
    static let bookClub = """
        import Foundation
        import IntentRuntime

        nonisolated struct Library: LogReadingIntentOptionsProvider {
          func provideBookOptionsCollection(for intent: LogReadingIntent, searchTerm: String?) async throws
            -> IntentOptionsCollection<Book>
          {
            let books = [Book(identifier: "b1", display: "Dune (new edition)"), Book(identifier: "b2", display: "Emma")]
            return IntentOptionsCollection(books.filter { searchTerm == nil || $0.displayString.contains(searchTerm!) })
          }
          func providePeriodOptionsCollection(for intent: LogReadingIntent) async throws
            -> IntentOptionsCollection<Period>
          {
            IntentOptionsCollection([.day, .month])
          }
          func provideTagsOptionsCollection(for intent: LogReadingIntent) async throws
            -> IntentOptionsCollection<String>
          {
            IntentOptionsCollection(sections: [.init(title: "All", items: ["fiction", "poetry"])])
          }
          func defaultPeriod(for intent: LogReadingIntent) -> Period? { .month }
          func provideShelfOptionsCollection(for intent: LogReadingIntent) async throws
            -> IntentOptionsCollection<String>
          {
            IntentOptionsCollection(["fiction", "poetry"])
          }
          func defaultShelf(for intent: LogReadingIntent) -> String? { "poetry" }
          // Chapters depend on the shelf: the intent passed in must hold the resolved shelf.
          func provideChapterOptionsCollection(for intent: LogReadingIntent) async throws
            -> IntentOptionsCollection<String>
          {
            IntentOptionsCollection(intent.shelf == "poetry" ? ["Odes"] : [])
          }
        }

        nonisolated struct Logger: LogReadingIntentHandling {
          func handle(intent: LogReadingIntent) async -> LogReadingIntentResponse {
            guard let book = intent.book else { return .failureNoBook(Book(identifier: nil, display: "?"), pagesRead: 0) }
            return .success(pagesRead: intent.pagesPerDay ?? 0, book: book)
          }
        }

        nonisolated func run() async throws {
          let stored = LogReadingIntent(
            book: Book(identifier: "b1", display: "Dune"), period: .week, pagesPerDay: nil, speed: [0.1, 2],
            tags: ["poetry", "gone"], chapter: "Odes", shelf: "gone")
          let resolved = try await stored.resolved(using: Library())
          print("book:", resolved.book?.displayString ?? "nil")
          print("period:", resolved.period)
          print("pages:", resolved.pagesPerDay.map(String.init) ?? "nil")
          print("tags:", resolved.tags)
          print("note:", resolved.note ?? "nil")
          print("shared:", resolved.shared.map(String.init) ?? "nil")
          print("chapter:", resolved.chapter ?? "nil", resolved.shelf ?? "nil")
          let gone = try await LogReadingIntent(book: Book(identifier: "b9", display: "Gone")).resolved(using: Library())
          print("gone:", gone.book?.identifier ?? "nil")
          print("defaults:", LogReadingIntent().period, LogReadingIntent().pagesPerDay ?? -1, LogReadingIntent().mood == nil)
          let issues = LogReadingIntent(book: nil, pagesPerDay: 0, speed: [0.1, 1, 0.2]).validate()
          print("issues:", issues.map(\\.description).joined(separator: "; "))
          print("valid:", resolved.validate().count == 1)
          let numbers = LogReadingIntent(
            book: Book(identifier: "b1", display: "Dune"), minutes: 30, offset: -2,
            weight: IntentMeasurementValue(value: 0.1, unit: .kilograms))
          print("moreIssues:", numbers.validate().map(\\.description).joined(separator: "; "))
          print("longEnough:", LogReadingIntent(book: Book(identifier: nil, display: "?"), minutes: 90, offset: 0).validate().isEmpty)
          let response = await Logger().handle(intent: resolved)
          print("response:", response.code, response.code.rawValue, response.pagesRead ?? -1)
          var edited = response
          edited.pagesRead = 3
          print("edited:", edited.code, edited.pagesRead ?? -1)
          let confirmation = await Logger().confirm(intent: resolved)
          print("confirm:", confirmation.code)
          print("codes:", LogReadingIntentResponseCode.allCases.map(\\.rawValue))
          print("tooMany:", LogReadingIntentResponse.failureTooManyPages(900).pages ?? -1)
          var book = Book(identifier: "b1", display: "Dune", title: "Dune")
          book.sequel = Book(identifier: "b3", display: "Dune Messiah")
          book.author = Author(identifier: "a1", display: "Herbert", favourite: book)
          let data = try JSONEncoder().encode(book)
          let decoded = try JSONDecoder().decode(Book.self, from: data)
          print("roundTrip:", decoded == book, decoded.sequel?.displayString ?? "nil", decoded.author?.favourite?.title ?? "nil")
          let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
          print("keys:", json?.keys.sorted() ?? [])
          let intentData = try JSONEncoder().encode(resolved)
          print("intentRoundTrip:", try JSONDecoder().decode(LogReadingIntent.self, from: intentData) == resolved)
          let unset = LogReadingIntent(pagesPerDay: nil, shared: nil, note: nil, moods: [.sad])
          print("unsetRoundTrip:", try JSONDecoder().decode(LogReadingIntent.self, from: JSONEncoder().encode(unset)) == unset)
          let evolved = try JSONDecoder().decode(LogReadingIntent.self, from: Data("{}".utf8))
          print("evolved:", evolved.period, evolved.pagesPerDay ?? -1, evolved.shared ?? false, evolved.note ?? "nil", evolved.moods)
          let unknown = try JSONDecoder().decode(
            LogReadingIntent.self, from: Data(#"{"period":9,"mood":9,"moods":[1,9,2],"pagesPerDay":4}"#.utf8))
          print("unknownValues:", unknown.period, unknown.mood.map { "\\($0)" } ?? "nil", unknown.moods.map { "\\($0)" }, unknown.pagesPerDay ?? -1)
          let author = try JSONDecoder().decode(Author.self, from: Data(#"{"displayString":"Herbert","favourite":{"displayString":"Dune"}}"#.utf8))
          print("olderAuthor:", author.period, author.favourite?.displayString ?? "nil", author.identifier ?? "nil")
          print("periodNames:", Period.allCases.map(\\.displayName.defaultValue), Period.typeDisplayName.key ?? "nil")
          let descriptor = LogReadingIntent.descriptor
          print("descriptor:", descriptor.name, descriptor.title.defaultValue, descriptor.parameters.count)
          print("relationship:", descriptor.parameters[6].relationship?.parentName ?? "nil")
        }
        """
}
