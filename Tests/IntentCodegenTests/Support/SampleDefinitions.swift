import IntentDefinition

/// Definitions that model the repository's examples, built in code.
enum SampleDefinitions {
    /// DESIGN.md §6's Custom.intentdefinition: `MyIntent` with a String and a dynamic `MenuList`.
    static let custom = Model.definition(
        path: "Definitions/Custom.intentdefinition",
        intents: [
            Model.intent(
                "MyIntent", line: 10, title: "My Intent", description: "Pick a menu.",
                parameters: [
                    Model.parameter("parameter", .string, line: 11, displayName: "Parameter", isConfigurable: true),
                    Model.parameter(
                        "type", .object(Model.reference("MenuList")), line: 12, displayName: "Type",
                        isConfigurable: true, dynamic: true),
                ],
                response: Response(
                    location: Model.at(13), codes: [Model.code("success", line: 14), Model.code("failure", line: 15)]),
                widget: true)
        ],
        types: [Model.customType("MenuList", line: 20)])

    /// A reading-log widget with everything: an object with dynamic options and search, an
    /// enum with a default, bounded numbers (TimeInterval and a measurement too), numbers that
    /// must not be negative, a boolean, arrays, relationships (one child before its parent), a
    /// response with custom codes and format strings, and a recursive custom type.
    static let bookClub = Model.definition(
        path: "Definitions/BookClub.intentdefinition",
        intents: [
            Model.intent(
                "LogReading", line: 10, title: "Log Reading", description: "Logs what you read.\nEvery day.",
                parameters: [
                    Model.parameter(
                        "book", .object(Model.reference("Book")), line: 11, displayName: "Book", isConfigurable: true,
                        dynamic: true, search: true, reasons: ["required"]),
                    Model.parameter(
                        "period", .enumeration(Model.reference("Period")), line: 12, displayName: "Period",
                        metadata: Model.defaultValue(.enumCase("week")), dynamic: true),
                    Model.parameter(
                        "pagesPerDay", .integer, line: 13, displayName: "Pages per day",
                        metadata: ParameterMetadata(
                            defaultValue: DefaultValue(.integer(20), at: Model.at(13)),
                            minimumValue: Located(1, at: Model.at(13)),
                            maximumValue: Located(1_000_000, at: Model.at(13)))),
                    Model.parameter(
                        "speed", .decimal, line: 14, isArray: true,
                        metadata: ParameterMetadata(minimumValue: Located(0.5, at: Model.at(14)))),
                    Model.parameter("shared", .boolean, line: 15, metadata: Model.defaultValue(.boolean(true))),
                    Model.parameter("tags", .string, line: 16, isArray: true, dynamic: true),
                    Model.parameter(
                        "note", .string, line: 17, metadata: Model.defaultValue(.string("Hi \"there\"")),
                        relationship: Relationship(
                            parentName: Located("period", at: Model.at(17)), predicate: "EnumHasExactValue",
                            predicateValue: Located(.text("week"), at: Model.at(17)), at: Model.at(17))),
                    Model.parameter("mood", .enumeration(Model.reference("Mood")), line: 18),
                    Model.parameter("distance", .measurement(.length), line: 19),
                    Model.parameter("file", .file, line: 20),
                    Model.parameter(
                        "friend", .object(TypeReference(name: "Person", namespace: "System", at: Model.at(21))),
                        line: 21),
                    Model.parameter("thing", .genericObject, line: 22),
                    Model.parameter(
                        "minutes", .timeInterval, line: 23,
                        metadata: ParameterMetadata(
                            minimumValue: Located(60, at: Model.at(23)), maximumValue: Located(7200, at: Model.at(23))),
                        reasons: ["negativeNumbersNotSupported"]),
                    Model.parameter(
                        "offset", .integer, line: 24,
                        reasons: ["negativeNumbersNotSupported", "greaterThanMaximumValue", "lessThanMinimumValue"]),
                    Model.parameter("moods", .enumeration(Model.reference("Mood")), line: 25, isArray: true),
                    // A child before its parent in the file: resolution still does the parent first.
                    Model.parameter(
                        "chapter", .string, line: 26, dynamic: true,
                        relationship: Relationship(
                            parentName: Located("shelf", at: Model.at(26)), predicate: "HasAnyValue",
                            predicateValue: nil,
                            at: Model.at(26))),
                    Model.parameter("shelf", .string, line: 27, dynamic: true),
                    Model.parameter(
                        "weight", .measurement(.mass), line: 28,
                        metadata: ParameterMetadata(minimumValue: Located(1, at: Model.at(28)))),
                ],
                response: Response(
                    location: Model.at(30),
                    codes: [
                        Model.code("success", line: 31, format: "You read ${pagesRead} pages of ${book.title}."),
                        Model.code("failure", line: 32),
                        Model.code("failureNoBook", line: 33, format: "No ${book}.", concise: "${book} ${pagesRead}"),
                        Model.code("failureTooManyPages", line: 34, format: "${pages} is too much"),
                    ],
                    parameters: [
                        Model.parameter("pagesRead", .integer, role: .responseParameter, line: 35),
                        Model.parameter("book", .object(Model.reference("Book")), role: .responseParameter, line: 36),
                        Model.parameter("pages", .integer, role: .responseParameter, line: 37),
                    ]),
                widget: true)
        ],
        enums: [
            Model.enumeration("Period", line: 40, cases: ["day", "week", "month"]),
            Model.enumeration("Mood", line: 50, unknown: false, cases: ["happy", "sad"]),
        ],
        types: [
            Model.customType(
                "Book", line: 60,
                properties: [
                    Model.parameter("title", .string, role: .typeProperty, line: 61, displayName: "Title"),
                    Model.parameter("author", .object(Model.reference("Author")), role: .typeProperty, line: 62),
                    Model.parameter("sequel", .object(Model.reference("Book")), role: .typeProperty, line: 63),
                    Model.parameter(
                        "related", .object(Model.reference("Book")), role: .typeProperty, line: 64, isArray: true),
                ]),
            Model.customType(
                "Author", line: 70,
                properties: [
                    Model.parameter("favourite", .object(Model.reference("Book")), role: .typeProperty, line: 71),
                    Model.parameter("period", .enumeration(Model.reference("Period")), role: .typeProperty, line: 72),
                ]),
        ])
}

extension SampleDefinitions {
    /// Shapes at the edges: empty intents, responses without parameters, an enum without cases,
    /// a type without properties, fractional bounds on integers, array defaults, dynamic
    /// options on every kind of value, and a system intent.
    static let edgeCases: Definition = {
        var system = Model.intent("INPlayMediaIntent", line: 90)
        system.kind = .system
        let bounds = ParameterMetadata(
            minimumValue: Located(-1.5, at: Model.at(1)), maximumValue: Located(1e20, at: Model.at(1)))
        return Model.definition(
            path: "EdgeCases.intentdefinition",
            intents: [
                Model.intent("Empty", line: 10),
                Model.intent(
                    "Bare", line: 11, response: Response(location: Model.at(12), codes: [Model.code("success")])),
                Model.intent(
                    "Everything", line: 20,
                    parameters: [
                        Model.parameter("ratio", .decimal, line: 21, metadata: bounds),
                        Model.parameter("count", .integer, line: 22, isArray: true, metadata: bounds),
                        Model.parameter("wait", .timeInterval, line: 23, metadata: Model.defaultValue(.number(30.5))),
                        Model.parameter(
                            "words", .string, line: 24, isArray: true, metadata: Model.defaultValue(.string("a")),
                            dynamic: true, search: true),
                        Model.parameter(
                            "mode", .enumeration(Model.reference("Mode")), line: 25, isArray: true, dynamic: true),
                        Model.parameter(
                            "level", .enumeration(Model.reference("Level")), line: 26,
                            metadata: Model.defaultValue(.enumCase("high")), dynamic: true),
                        Model.parameter("when", .dateComponents, line: 27, dynamic: true, reasons: ["required"]),
                        Model.parameter(
                            "nothing", .enumeration(Model.reference("Nothing")), line: 28, reasons: ["required"]),
                        Model.parameter(
                            "blank", .object(Model.reference("Blank")), line: 29, isArray: true, dynamic: true,
                            reasons: ["required"]),
                        Model.parameter("amount", .currencyAmount, line: 30, dynamic: true),
                    ],
                    response: Response(
                        location: Model.at(40),
                        codes: [
                            Model.code("success", format: "${mode} ${level} ${blank}"),
                            Model.code("failureLevel", format: "${level}"),
                        ],
                        parameters: [
                            Model.parameter(
                                "mode", .enumeration(Model.reference("Mode")), role: .responseParameter, isArray: true),
                            Model.parameter("level", .enumeration(Model.reference("Level")), role: .responseParameter),
                            Model.parameter(
                                "blank", .object(Model.reference("Blank")), role: .responseParameter, isArray: true),
                        ])),
                system,
            ],
            enums: [
                Model.enumeration("Mode", line: 50, cases: ["on", "off"]),
                Model.enumeration("Level", line: 60, unknown: false, cases: ["low", "high"]),
                EnumDefinition(name: "Nothing", nameLocation: Model.at(70), location: Model.at(70)),
            ],
            types: [Model.customType("Blank", line: 80)])
    }()
}
