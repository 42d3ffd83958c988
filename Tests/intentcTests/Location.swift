import IntentDefinition

/// intentc's source location (Testing has its own `SourceLocation`).
typealias Location = IntentDefinition.SourceLocation
