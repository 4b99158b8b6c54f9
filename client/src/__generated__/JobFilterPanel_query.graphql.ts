/**
 * @generated SignedSource<<ce96609bd0744185e89b746d4bf2b7ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExperienceLevel = "ENTRY" | "LEAD" | "MID" | "SENIOR" | "%future added value";
export type JobType = "CONTRACT" | "FREELANCE" | "FULL_TIME" | "HYBRID" | "INTERNSHIP" | "ONSITE" | "PART_TIME" | "REMOTE" | "TEMPORARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type JobFilterPanel_query$data = {
  readonly jobs: {
    readonly facets: {
      readonly exact: boolean;
      readonly experienceLevels: ReadonlyArray<{
        readonly count: number;
        readonly value: ExperienceLevel;
      }>;
      readonly locations: ReadonlyArray<{
        readonly count: number;
        readonly value: string;
      }>;
      readonly postedWithin: ReadonlyArray<{
        readonly count: number;
        readonly value: number;
      }>;
      readonly types: ReadonlyArray<{
        readonly count: number;
        readonly value: JobType;
      }>;
    };
  };
  readonly " $fragmentType": "JobFilterPanel_query";
};
export type JobFilterPanel_query$key = {
  readonly " $data"?: JobFilterPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"JobFilterPanel_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "JobFilterPanel_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "search"
        }
      ],
      "concreteType": "QueryJobsConnection",
      "kind": "LinkedField",
      "name": "jobs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "JobFacets",
          "kind": "LinkedField",
          "name": "facets",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "JobTypeFacet",
              "kind": "LinkedField",
              "name": "types",
              "plural": true,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ExperienceLevelFacet",
              "kind": "LinkedField",
              "name": "experienceLevels",
              "plural": true,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LocationFacet",
              "kind": "LinkedField",
              "name": "locations",
              "plural": true,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PostedWithinFacet",
              "kind": "LinkedField",
              "name": "postedWithin",
              "plural": true,
              "selections": (v0/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "exact",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "0cc8fe6526b0cdc4dd3e29b111eb3d48";

export default node;
