/**
 * @generated SignedSource<<6c2e183b3882911118d65aa66c3d1a7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestimonialsSection_query$data = {
  readonly testimonialSummary: {
    readonly averageRating: number | null | undefined;
    readonly count: number;
  } | null | undefined;
  readonly testimonials: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly company: string | null | undefined;
        readonly createdAt: string;
        readonly id: string;
        readonly name: string;
        readonly rating: number;
        readonly text: string;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TestimonialsSection_query";
};
export type TestimonialsSection_query$key = {
  readonly " $data"?: TestimonialsSection_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestimonialsSection_query">;
};

import TestimonialsSectionPaginationQuery_graphql from './TestimonialsSectionPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "testimonials"
],
v1 = [
  {
    "kind": "Variable",
    "name": "itemId",
    "variableName": "itemId"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "itemId"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": TestimonialsSectionPaginationQuery_graphql
    }
  },
  "name": "TestimonialsSection_query",
  "selections": [
    {
      "alias": null,
      "args": (v1/*:: as any*/),
      "concreteType": "TestimonialSummary",
      "kind": "LinkedField",
      "name": "testimonialSummary",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "averageRating",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "testimonials",
      "args": (v1/*:: as any*/),
      "concreteType": "QueryTestimonialsConnection",
      "kind": "LinkedField",
      "name": "__TestimonialsSection_testimonials_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryTestimonialsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Testimonial",
              "kind": "LinkedField",
              "name": "node",
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
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "company",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "rating",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "text",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
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

(node as any).hash = "a9d0d1a12a0cbde7a1ecd7ca6722fdf0";

export default node;
