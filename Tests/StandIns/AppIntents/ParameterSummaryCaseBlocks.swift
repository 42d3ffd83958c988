// Stand-in for the `Switch` case builder's blocks: 1 to 15 cases followed by a default case,
// as in Apple's AppIntents interface (a `Switch` always ends with `DefaultCase`).

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, DefaultSummary>(
        _ c0: C0, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary, C0.Intent == C1.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary, C0.Intent == C1.Intent,
        C1.Intent == C2.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary,
        C0.Intent == C1.Intent, C1.Intent == C2.Intent, C2.Intent == C3.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary, C0.Intent == C1.Intent, C1.Intent == C2.Intent,
        C2.Intent == C3.Intent, C3.Intent == C4.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary, C0.Intent == C1.Intent,
        C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary,
        C0.Intent == C1.Intent, C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent,
        C4.Intent == C5.Intent, C5.Intent == C6.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, C7, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary, C0.Intent == C1.Intent, C1.Intent == C2.Intent,
        C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent, C5.Intent == C6.Intent,
        C6.Intent == C7.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase,
        C8: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary, C0.Intent == C1.Intent,
        C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent,
        C5.Intent == C6.Intent, C6.Intent == C7.Intent, C7.Intent == C8.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase,
        C8: _ParameterSummarySwitchCase, C9: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary,
        C0.Intent == C1.Intent, C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent,
        C4.Intent == C5.Intent, C5.Intent == C6.Intent, C6.Intent == C7.Intent, C7.Intent == C8.Intent,
        C8.Intent == C9.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9,
        _ c10: C10, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase,
        C8: _ParameterSummarySwitchCase, C9: _ParameterSummarySwitchCase, C10: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary, C0.Intent == C1.Intent, C1.Intent == C2.Intent,
        C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent, C5.Intent == C6.Intent,
        C6.Intent == C7.Intent, C7.Intent == C8.Intent, C8.Intent == C9.Intent, C9.Intent == C10.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9,
        _ c10: C10, _ c11: C11, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase,
        C8: _ParameterSummarySwitchCase, C9: _ParameterSummarySwitchCase, C10: _ParameterSummarySwitchCase,
        C11: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary, C0.Intent == C1.Intent,
        C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent,
        C5.Intent == C6.Intent, C6.Intent == C7.Intent, C7.Intent == C8.Intent, C8.Intent == C9.Intent,
        C9.Intent == C10.Intent, C10.Intent == C11.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9,
        _ c10: C10, _ c11: C11, _ c12: C12,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase,
        C8: _ParameterSummarySwitchCase, C9: _ParameterSummarySwitchCase, C10: _ParameterSummarySwitchCase,
        C11: _ParameterSummarySwitchCase, C12: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary,
        C0.Intent == C1.Intent, C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent,
        C4.Intent == C5.Intent, C5.Intent == C6.Intent, C6.Intent == C7.Intent, C7.Intent == C8.Intent,
        C8.Intent == C9.Intent, C9.Intent == C10.Intent, C10.Intent == C11.Intent, C11.Intent == C12.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9,
        _ c10: C10, _ c11: C11, _ c12: C12, _ c13: C13,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase,
        C8: _ParameterSummarySwitchCase, C9: _ParameterSummarySwitchCase, C10: _ParameterSummarySwitchCase,
        C11: _ParameterSummarySwitchCase, C12: _ParameterSummarySwitchCase, C13: _ParameterSummarySwitchCase,
        DefaultSummary: ParameterSummary, C0.Intent == C1.Intent, C1.Intent == C2.Intent,
        C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent, C5.Intent == C6.Intent,
        C6.Intent == C7.Intent, C7.Intent == C8.Intent, C8.Intent == C9.Intent, C9.Intent == C10.Intent,
        C10.Intent == C11.Intent, C11.Intent == C12.Intent, C12.Intent == C13.Intent
    { ParameterSummaryTupleCaseCondition() }
}

extension ParameterSummaryCaseBuilder {
    public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, DefaultSummary>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9,
        _ c10: C10, _ c11: C11, _ c12: C12, _ c13: C13, _ c14: C14,
        _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)>
    where
        Intent == C0.Intent, C0: _ParameterSummarySwitchCase, C1: _ParameterSummarySwitchCase,
        C2: _ParameterSummarySwitchCase, C3: _ParameterSummarySwitchCase, C4: _ParameterSummarySwitchCase,
        C5: _ParameterSummarySwitchCase, C6: _ParameterSummarySwitchCase, C7: _ParameterSummarySwitchCase,
        C8: _ParameterSummarySwitchCase, C9: _ParameterSummarySwitchCase, C10: _ParameterSummarySwitchCase,
        C11: _ParameterSummarySwitchCase, C12: _ParameterSummarySwitchCase, C13: _ParameterSummarySwitchCase,
        C14: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary, C0.Intent == C1.Intent,
        C1.Intent == C2.Intent, C2.Intent == C3.Intent, C3.Intent == C4.Intent, C4.Intent == C5.Intent,
        C5.Intent == C6.Intent, C6.Intent == C7.Intent, C7.Intent == C8.Intent, C8.Intent == C9.Intent,
        C9.Intent == C10.Intent, C10.Intent == C11.Intent, C11.Intent == C12.Intent, C12.Intent == C13.Intent,
        C13.Intent == C14.Intent
    { ParameterSummaryTupleCaseCondition() }
}
