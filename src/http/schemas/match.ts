import { Type } from 'typebox';
import { birthDetailsRecord } from './birth-details.js';

const AstroDetails = birthDetailsRecord({ gender: Type.String({ enum: ['male', 'female'] }) });

export const MatchBirthResponse = Type.Object({ male_astro_details: AstroDetails, female_astro_details: AstroDetails });
