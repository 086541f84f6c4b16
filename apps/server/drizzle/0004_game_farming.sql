-- Farming, heroes, items, weekly farming rewards (issue 8). Hand-written while the game is built; regenerated with drizzle-kit when the issue closes.
SELECT 1;
