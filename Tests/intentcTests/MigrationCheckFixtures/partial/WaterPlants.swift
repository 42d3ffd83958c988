import AppIntents

// Only WaterPlants has moved to App Intents; Harvest and Prune are still SiriKit intents.
struct WaterPlantsAppIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "WaterPlantsIntent"
    static let title: LocalizedStringResource = "Water Plants"

    @Parameter(title: "Plant") var plant: PlantAppEntity?
    @Parameter(title: "Amount") var amount: Int?
    @Parameter(title: "Mode") var mode: WateringModeAppEnum?
    @Parameter(title: "Note") var note: String?

    func perform() async throws -> some IntentResult { .result() }
}

enum WateringModeAppEnum: String, AppEnum {
    case gentle = "gentle", soak = "soak", mist = "mist"
}
