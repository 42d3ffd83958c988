import AppIntents

struct WaterPlantsAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "WaterPlantsIntent"
    static let title: LocalizedStringResource = "Water Plants"

    @Parameter(title: "Plant")
    var plant: PlantAppEntity?

    @Parameter(title: "Amount")
    var amount: String?

    @Parameter(title: "Mode")
    var mode: WateringModeAppEnum?

    @Parameter(title: "Notes")
    var notes: String?

    func perform() async throws -> some IntentResult { .result() }
}

enum WateringModeAppEnum: String, AppEnum {
    case gentle
    case drench

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Watering Mode")
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [.gentle: "Gentle", .drench: "Drench"]
}

struct PlantAppEntity: AppEntity {
    var id: UUID
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Plant")
    var displayRepresentation: DisplayRepresentation { "Plant" }
    static let defaultQuery = PlantQuery()
}

struct HarvestAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "HarvestIntent"
    static let title: LocalizedStringResource = "Harvest"
    func perform() async throws -> some IntentResult { .result() }
}

struct PruneAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "PrunIntent"
    static let title: LocalizedStringResource = "Prune"
    func perform() async throws -> some IntentResult { .result() }
}
