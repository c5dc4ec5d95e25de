-- What the public may see of a person (issue 22: minors' names and photos). Each consent is null
-- until a registrator or an Administrator records it; until then the edition's default holds:
-- given for leaders, guests and committee members, and for contestants whatever Contest settings
-- says (shown, as the specification's teams list shows them, unless the organisers turn it off).
ALTER TABLE people ADD COLUMN photo_public boolean;
ALTER TABLE people ADD COLUMN name_public boolean;
ALTER TABLE contests ADD COLUMN contestants_public boolean NOT NULL DEFAULT true;
