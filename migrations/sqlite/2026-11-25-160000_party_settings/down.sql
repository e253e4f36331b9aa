DROP TABLE party_settings;
