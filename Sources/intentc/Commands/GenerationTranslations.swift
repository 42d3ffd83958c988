import IntentCodegen
import IntentDefinition

/// What `intentc generate` makes of a definition's translation tables: the findings to report
/// beside the definition's own, and the translations handed to the flavor when its files take
/// any (``GenerationOptions/translationUse``).
///
/// The findings keep their severities, with one exception: a table that cannot be read (IC160,
/// IC161) is an error only when the tables are embedded, since only then does the generated
/// code depend on it; otherwise it is reported as a warning and generation goes on (it fails
/// under `--warnings-as-errors`, like every other warning).
struct GenerationTranslations {
    /// The findings to report.
    var diagnostics: [Diagnostic] = []
    /// The translations for the flavor; nil when it takes none, or when a table it embeds
    /// could not be read.
    var translations: DefinitionTranslations?
    /// Embedding was asked for but a table could not be read: nothing is generated.
    var refusesEmbedding = false

    /// Checks the tables of `input` when there are any or the flavor takes them, and prepares
    /// them for the flavor.
    init(forInput input: String, _ context: CommandContext) {
        let use = context.generationOptions(forInput: input).translationUse
        let hasTables = !context.invocation.translations.tablePaths(forInput: input).isEmpty
        if !hasTables { diagnostics = context.unreadTablesWarning(forInput: input) }
        guard use != .none || hasTables, let checked = context.translations(forInput: input) else { return }
        if hasTables || use == .embedded {
            diagnostics += checked.findings
            if use == .embedded, checked.readingDiagnostics.containsErrors {
                diagnostics += checked.readingDiagnostics
                refusesEmbedding = true
                return
            }
            diagnostics += checked.readingDiagnostics.map { $0.severity == .error ? $0.with(severity: .warning) : $0 }
        }
        if use != .none {
            translations = DefinitionTranslations(
                checked, developmentLanguage: context.invocation.translations.developmentLanguage)
        }
    }
}
