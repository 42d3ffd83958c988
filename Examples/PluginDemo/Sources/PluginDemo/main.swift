// Uses the types IntentcPlugin generates from the definitions in Sources/DemoIntents at build time.
// Scripts/check-plugin.sh compares what this prints with expected-output.txt.
import DemoIntents

// Colors.intentdefinition: an enum parameter with a default value.
let accent = AccentSelectionIntent()
print("\(AccentSelectionIntent.descriptor.title.defaultValue): \(accent.accent.displayName.defaultValue)")
print("Accent colors: \(AccentColor.allCases.map(\.displayName.defaultValue).joined(separator: ", "))")

// Widgets/Intents.intentdefinition: a String parameter with a default value.
print("\(ConfigurationIntent.descriptor.title.defaultValue): \(ConfigurationIntent().title ?? "none")")

// Shortcuts/Intents.intentdefinition (same file name, other folder): bounds and a response.
print("\(LogPagesIntent.descriptor.title.defaultValue): \(LogPagesIntent().pages ?? 0) pages by default")
print("Logging 0 pages: \(LogPagesIntent(pages: 0).validate().map(\.description).joined(separator: "; "))")
let response = LogPagesIntentResponse.success(total: 42)
print("Response: \(response.code), total \(response.total ?? 0)")
// IntentHandler.swift: a provider named IntentHandler, beside the generated code.
let handled = await IntentHandler().handle(intent: LogPagesIntent(pages: 12))
print("Handled by IntentHandler: \(handled.code), total \(handled.total ?? 0)")

// Base.lproj/Library.intentdefinition: a custom type offered as dynamic options.
let kept = try await SelectBookIntent(book: Book(identifier: "dune", display: "Dune (old title)"))
    .resolved(using: Shelf())
print("\(SelectBookIntent.descriptor.title.defaultValue): \(kept.book?.displayString ?? "none")")
let replaced = try await SelectBookIntent(book: Book(identifier: "gone", display: "Gone"))
    .resolved(using: Shelf())
print("A book no longer offered falls back to: \(replaced.book?.displayString ?? "none")")
