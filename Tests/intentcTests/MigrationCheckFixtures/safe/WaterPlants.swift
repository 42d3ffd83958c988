import AppIntents

/* A decoy in a nested comment: /* struct Decoy: CustomIntentMigratedAppIntent { */
   static let intentClassName = "HarvestIntent" } */

// struct AlsoDecoy: CustomIntentMigratedAppIntent { static let intentClassName = "PruneIntent" }

@available(iOS 17.0, *)
struct WaterPlantsAppIntent: AppIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "WaterPlantsIntent"

    static var title: LocalizedStringResource = "Water Plants"
    static var description = IntentDescription("""
        Waters a plant. Not a declaration:
        struct Fake: CustomIntentMigratedAppIntent { static let intentClassName = "PruneIntent" }
        """)

    static let pattern = #"a "quoted" \(not interpolated) { brace"#

    @Parameter(title: "Plant")
    var plant: PlantAppEntity?

    #if os(watchOS)
    @Parameter(title: "Amount", default: 1)
    var amount: Int?
    #else
    @Parameter(title: "Amount", inclusiveRange: (1, 10))
    var amount: Int?
    #endif

    @Parameter(title: "Mode")
    var mode: WateringModeAppEnum?

    @Parameter(title: "Note", requestValueDialog: "What should the note say about \("it")?")
    var `note`: String?

    func perform() async throws -> some IntentResult {
        let text = "}\(amount ?? 0) { \("nested \("deep")")"
        _ = text
        return .result()
    }
}

enum WateringModeAppEnum: String, AppEnum {
    case gentle
    case soak, mist

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Watering Mode")
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .gentle: "Gentle", .soak: "Soak", .mist: "Mist",
    ]
}

struct PlantAppEntity: AppEntity {
    var id: String
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Plant")
    var displayRepresentation: DisplayRepresentation { "\(id)" }
    static let defaultQuery = PlantQuery()
}
