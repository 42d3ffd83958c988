// Placeholder until the generation issue lands.
