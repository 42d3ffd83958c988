import AppIntents

struct Broken: AppIntent {
    static let title = "never closed
}
