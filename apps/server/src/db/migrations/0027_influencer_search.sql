-- The one search (issue 33): its influencer group counts the influencer projects matching a search. The
-- projects' full-text index answered every match of a common word ('clip': 6,000 projects, none an influencer
-- one) and each was then checked; this index holds the influencer projects only (modules/influencer
-- isInfluencerProjectSql: category 'Influenceur' or an influencer role sought). The planner uses it when the
-- query's condition is this very predicate (same roles): search.routes.test.ts checks they agree.
CREATE INDEX "projects_influencer_search_idx" ON "projects" USING gin ("search_document") WHERE "category" = 'Influenceur' OR "required_roles" && ARRAY['Agent / Manager', 'Monteur vidéo', 'Community Manager', 'Graphiste / Designer', 'Rédacteur / Copywriter', 'Photographe', 'Cadreur / Vidéaste', 'Ingénieur son', 'Développeur web', 'Social Media Manager', 'Assistant personnel', 'Comptable / Gestionnaire', 'Juriste / Avocat', 'Coach / Consultant', 'Traducteur', 'Animateur / Co-host', 'Technicien streaming', 'Modérateur communauté', 'Analyste données', 'Responsable partenariats']::text[];
