import IntentDefinition

/// The arguments of one parameter's `@Parameter(…)`, in the order of the App Intents
/// initializer for its type, and the warnings for what the definition holds that those
/// initializers cannot take. Both come from here, so what is dropped is what is reported.
struct AppIntentsParameterArguments {
    var member: MemberPlan
    /// Whether the parameter's intent is eligible for widgets: only a widget's intent is iOS 17
    /// API, as `size:` is, and only a widget's configuration shows sizes.
    var isInWidgetIntent: Bool
    var translator: AppIntentsTranslator
    /// The nested query that finds an entity parameter's values, if it has one.
    var query: String?

    /// What kind of initializer the parameter's type has.
    private enum Family: Equatable {
        case number(isInteger: Bool)
        case string, boolean, enumeration, entity, dateComponents, url, other
    }

    private var family: Family {
        switch member.kind {
        case .builtIn(.integer): .number(isInteger: true)
        // A number of seconds (see AppIntentsValueType).
        case .builtIn(.decimal), .builtIn(.timeInterval): .number(isInteger: false)
        case .builtIn(.string), .builtIn(.speakableString): .string
        case .builtIn(.boolean): .boolean
        case .builtIn(.dateComponents): .dateComponents
        case .builtIn(.url): .url
        case .enumeration: .enumeration
        case .customType: .entity
        default: .other
        }
    }

    /// Whether the parameter gets a nested `DynamicOptionsProvider` (dynamic Strings and
    /// numbers; entities get their options from their query).
    var hasOptionsProvider: Bool {
        switch family {
        case .number, .string: member.hasDynamicOptions
        default: false
        }
    }

    /// The size classes App Intents' `IntentWidgetFamily` has, by the definition's name.
    private static let widgetFamilies: [String: String] = [
        "Small": "systemSmall", "Medium": "systemMedium", "Large": "systemLarge",
        "ExtraLarge": "systemExtraLarge", "AccessoryCircular": "accessoryCircular",
        "AccessoryRectangular": "accessoryRectangular", "AccessoryInline": "accessoryInline",
        "AccessoryCorner": "accessoryCorner",
    ]

    /// The size class whose family exists only on watchOS: a corner complication. WidgetKit
    /// declares its `accessoryCorner` unavailable on iOS and macOS, and the App Intents of the
    /// iOS 17 and macOS 14 SDKs have no such case, so its size is stated only for watchOS.
    private static let watchOnlySizeClass = "AccessoryCorner"

    /// Whether a size is for the watch-only family: the parameter is then declared twice, under
    /// `#if os(watchOS)` with that size and under `#else` without it.
    var hasWatchOnlySize: Bool {
        takesSize && member.parameter.arraySizes.contains { $0.sizeClass == Self.watchOnlySizeClass }
    }

    /// Whether `size:` applies: an array of entities (the only collections with a size) of a
    /// widget's intent. Xcode keeps a parameter's sizes when the intent's widget checkbox is
    /// cleared; such an intent is for iOS 16, where `size:` does not exist, and shows no widget,
    /// so its sizes are dropped (IC150) and no user's value is lost.
    private var takesSize: Bool { family == .entity && member.isArray && isInWidgetIntent }

    /// The default the initializer takes, if any.
    private var defaultArgument: SwiftExpression? {
        guard let defaultValue = member.defaultValue, !hasOptionsProvider else { return nil }
        let literal: String
        switch (defaultValue, family) {
        case (.string(let text), .string): literal = SwiftStringLiteral.quoted(text)
        case (.integer(let number), .number): literal = SwiftNumberLiteral.integer(number)
        case (.decimal(let number), .number(isInteger: false)): literal = SwiftNumberLiteral.finite(number)
        case (.boolean(let flag), .boolean): literal = flag ? "true" : "false"
        case (.enumCase(let index), .enumeration):
            guard case .enumeration(let enumIndex) = member.kind, !defaultsToUnknownCase else { return nil }
            literal = "." + translator.plan.enums[enumIndex].names.cases[index].spelled
        default: return nil
        }
        return .atom(member.isArray ? "[\(literal)]" : literal)
    }

    /// Whether the default is the enum's raw-value-0 case, which its App Enum leaves out: no
    /// value stands for it (the bridge maps nil to it), so the parameter takes no default and
    /// nothing is lost.
    private var defaultsToUnknownCase: Bool {
        guard case .enumCase(let index) = member.defaultValue, case .enumeration(let enumIndex) = member.kind else {
            return false
        }
        return index == translator.plan.enums[enumIndex].unknownCase
    }

    /// The primary prompt, when it is a fixed text.
    private var promptText: FormatString? {
        primaryPrompt?.formatString.flatMap { $0.placeholders.isEmpty ? $0 : nil }
    }

    private var primaryPrompt: PromptDialog? {
        member.parameter.promptDialogs.first { $0.type == "Primary" && $0.formatString != nil }
    }

    /// The arguments, in declaration order of the matching initializer; `forWatchOS`, the only
    /// platform with the corner family (see ``hasWatchOnlySize``), keeps that family's size.
    func arguments(forWatchOS: Bool = false) -> [SwiftArgument] {
        let parameter = member.parameter
        var result = [SwiftArgument("title", translator.localized(parameter.displayName, fallback: parameter.name))]
        func add(_ label: String, _ value: SwiftExpression?) {
            if let value { result.append(SwiftArgument(label, value)) }
        }
        // Only numbers, Strings, Booleans and enums have a default argument.
        add("default", defaultArgument)
        switch family {
        case .number(let isInteger):
            add("controlStyle", controlStyle.map(SwiftExpression.atom))
            add("inclusiveRange", inclusiveRange(isInteger: isInteger).map(SwiftExpression.atom))
        case .string:
            add("inputOptions", inputOptions)
        case .boolean:
            if let trueName = parameter.metadata.trueDisplayName, let trueText = trueName.text,
                let falseName = parameter.metadata.falseDisplayName, let falseText = falseName.text
            {
                add(
                    "displayName",
                    .call(
                        .nested(.swift(.bool), "IntentDisplayName"),
                        [
                            SwiftArgument("true", translator.localized(key: trueName.id, text: trueText)),
                            SwiftArgument("false", translator.localized(key: falseName.id, text: falseText)),
                        ]))
            }
        case .entity where takesSize:
            add("size", sizeArgument(forWatchOS: forWatchOS))
        default: break
        }
        // Every initializer takes a request-value dialog (places, files, people, money and
        // payment methods too), except an entity list's.
        if !(family == .entity && member.isArray) {
            add(
                "requestValueDialog",
                promptText.map {
                    .call(
                        .appIntents(.intentDialog),
                        [SwiftArgument(nil, translator.localized(key: $0.id, text: $0.text))]
                    )
                })
        }
        if hasOptionsProvider {
            result.append(SwiftArgument("optionsProvider", .call(member.name.upperFirst + "OptionsProvider", [])))
        } else if let query {
            result.append(SwiftArgument("query", .call(query, [])))
        }
        return result
    }

    /// `.stepper`, `.slider` or `.field` from the definition's control; an Integer's slider is
    /// none (the stepper), as App Intents has no slider for whole numbers (IC158).
    private var controlStyle: String? {
        if isSliderOnInteger { return nil }
        return ["Stepper": ".stepper", "Slider": ".slider", "Field": ".field"][
            member.parameter.metadata.inputType ?? ""]
    }

    /// Whether the definition asks for a slider on an Integer parameter.
    private var isSliderOnInteger: Bool {
        family == .number(isInteger: true) && member.parameter.metadata.inputType == "Slider"
    }

    /// `(min, max)` for bounded numbers; an open side is the type's extreme, and a duration
    /// without negative values starts at 0. App Intents reads the range at build time and takes
    /// only literals there, so the extremes are written out (`-9_223_372_036_854_775_808`), never
    /// as `Int.min`.
    private func inclusiveRange(isInteger: Bool) -> String? {
        let metadata = member.parameter.metadata
        let nonNegative = member.kind == .builtIn(.timeInterval) && !metadata.supportsNegativeNumbers
        let minimum = metadata.appliedMinimumValue?.value ?? (nonNegative ? 0 : nil)
        let maximum = metadata.appliedMaximumValue?.value
        guard minimum?.isFinite == true || maximum?.isFinite == true else { return nil }
        func bound(_ value: Double?, lower: Bool) -> String {
            let extreme =
                isInteger
                ? SwiftNumberLiteral.integer(lower ? Int.min : Int.max)
                : SwiftNumberLiteral.finite(lower ? -Double.greatestFiniteMagnitude : Double.greatestFiniteMagnitude)
            guard let value, value.isFinite else { return extreme }
            if isInteger {
                let whole = (lower ? value.rounded(.up) : value.rounded(.down))
                return WholeNumber.of(whole).map(SwiftNumberLiteral.integer) ?? extreme
            }
            return SwiftNumberLiteral.finite(value)
        }
        return "(\(bound(minimum, lower: true)), \(bound(maximum, lower: false)))"
    }

    /// `String.IntentInputOptions(…)` when the definition sets any text option.
    private var inputOptions: SwiftExpression? {
        let metadata = member.parameter.metadata
        let keyboard = [
            "ASCIICapable": ".asciiCapable", "NumbersAndPunctuation": ".numbersAndPunctuation", "URL": ".URL",
            "NumberPad": ".numberPad",
        ][metadata.keyboardType ?? ""]
        let capitalization = [
            "None": ".none", "Words": ".words", "Sentences": ".sentences", "AllCharacters": ".allCharacters",
        ][metadata.capitalization ?? ""]
        var arguments: [SwiftArgument] = []
        if let keyboard { arguments.append(SwiftArgument("keyboardType", .atom(keyboard))) }
        if let capitalization { arguments.append(SwiftArgument("capitalizationType", .atom(capitalization))) }
        if metadata.isMultiline { arguments.append(SwiftArgument("multiline", .atom("true"))) }
        if metadata.disablesAutocorrect { arguments.append(SwiftArgument("autocorrect", .atom("false"))) }
        if metadata.disablesSmartQuotes { arguments.append(SwiftArgument("smartQuotes", .atom("false"))) }
        if metadata.disablesSmartDashes { arguments.append(SwiftArgument("smartDashes", .atom("false"))) }
        return arguments.isEmpty ? nil : .call(.nested(.swift(.string), "IntentInputOptions"), arguments)
    }

    /// `[.systemSmall: 2, …]` from the widget array sizes App Intents has a family for.
    private func sizeArgument(forWatchOS: Bool) -> SwiftExpression? {
        let sizes = member.parameter.arraySizes.filter { forWatchOS || $0.sizeClass != Self.watchOnlySizeClass }
        let entries = sizes.compactMap { size in
            Self.widgetFamilies[size.sizeClass].map {
                SwiftDictionaryEntry(.atom("." + $0), .atom(SwiftNumberLiteral.integer(size.size)))
            }
        }
        return entries.isEmpty ? nil : .dictionary(entries)
    }

    /// What the definition holds for this parameter that its initializer cannot take.
    func dropped() -> [Diagnostic] {
        let parameter = member.parameter
        var result: [Diagnostic] = []
        func drop(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?) {
            result.append(Diagnostic(code, message, at: location))
        }
        let owner = "parameter '\(parameter.name)'"
        if !parameter.arraySizes.isEmpty && !takesSize, let first = parameter.arraySizes.first {
            let reason =
                family == .entity && member.isArray
                ? "its intent is not eligible for widgets, the only place App Intents sizes a list"
                : "App Intents sizes only arrays of entities"
            drop(
                .appIntentsWidgetSizeDropped, "\(owner) has widget array sizes, but \(reason); the sizes are dropped",
                at: first.location)
        }
        for size in parameter.arraySizes where takesSize && Self.widgetFamilies[size.sizeClass] == nil {
            drop(
                .appIntentsWidgetFamilyDropped,
                "\(owner): App Intents has no widget family for size class '\(size.sizeClass)'; its size is dropped",
                at: size.location)
        }
        if let written = parameter.metadata.defaultValue, member.defaultValue != nil, defaultArgument == nil,
            !defaultsToUnknownCase
        {
            let reason = hasOptionsProvider ? "its options are dynamic" : "App Intents takes no default for its type"
            drop(.appIntentsDefaultDropped, "the default of \(owner) is dropped: \(reason)", at: written.location)
        } else if let written = parameter.metadata.defaultValue, case .builtIn(.dateComponents) = member.kind {
            drop(
                .appIntentsDefaultDropped,
                "the default of \(owner) is dropped: App Intents takes no default for a DateComponents parameter",
                at: written.location)
        }
        if let prompt = primaryPrompt, promptText == nil {
            drop(
                .appIntentsPromptDropped,
                "the prompt of \(owner) has placeholders; a request-value dialog is fixed text, so it is dropped",
                at: prompt.location)
        }
        if isSliderOnInteger {
            drop(
                .appIntentsSliderOnInteger,
                "\(owner) is an Integer with a slider, which App Intents does not have for whole numbers; it shows a stepper",
                at: parameter.nameLocation)
        }
        if member.hasDynamicOptions && !hasOptionsProvider, family != .entity {
            drop(
                .appIntentsDynamicOptionsDropped,
                "\(owner) has dynamic options, but App Intents takes no options provider for its type; its options are static",
                at: parameter.nameLocation)
        }
        return result
    }
}
