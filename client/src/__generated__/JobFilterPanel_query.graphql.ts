/**
 * @generated SignedSource<<b0b8d1b1f8c6445568e9954760fe01bf>>
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
      readonly places: ReadonlyArray<{
        readonly count: number;
        readonly value: {
          readonly id: string;
          readonly name: string;
        };
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  (v0/*:: as any*/)
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
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ExperienceLevelFacet",
              "kind": "LinkedField",
              "name": "experienceLevels",
              "plural": true,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PlaceFacet",
              "kind": "LinkedField",
              "name": "places",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Place",
                  "kind": "LinkedField",
                  "name": "value",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "name",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                (v0/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PostedWithinFacet",
              "kind": "LinkedField",
              "name": "postedWithin",
              "plural": true,
              "selections": (v1/*:: as any*/),
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

(node as any).hash = "c800abed2303e6af23e57843b8d3dac7";

export default node;
