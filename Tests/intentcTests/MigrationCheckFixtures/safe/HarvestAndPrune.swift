import AppIntents

/// Harvest declares its migration in an extension below.
struct HarvestAppIntent: AppIntent {
    static let title: LocalizedStringResource = "Harvest"

    @Parameter(title: "Crop")
    var crop: String

    func perform() async throws -> some IntentResult { .result() }
}

extension HarvestAppIntent: CustomIntentMigratedAppIntent {
    static let intentClassName = "HarvestIntent"
}

typealias MigratedIntent = AppIntent & CustomIntentMigratedAppIntent

struct PruneAppIntent: MigratedIntent {
    static var intentClassName: String {
        return "PruneIntent"
    }
    static let title: LocalizedStringResource = "Prune"
    func perform() async throws -> some IntentResult { .result() }
}
