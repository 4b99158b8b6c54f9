/**
 * @generated SignedSource<<ef686ab06d111d61dd4c56805f945ef4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestimonialsSectionTestQuery$variables = {
  itemId: string;
};
export type TestimonialsSectionTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TestimonialsSection_query">;
};
export type TestimonialsSectionTestQuery = {
  response: TestimonialsSectionTestQuery$data;
  variables: TestimonialsSectionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "itemId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "itemId",
  "variableName": "itemId"
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  (v1/*:: as any*/)
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TestimonialsSectionTestQuery",
    "selections": [
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "TestimonialsSection_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TestimonialsSectionTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "QueryTestimonialsConnection",
        "kind": "LinkedField",
        "name": "testimonials",
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
      },
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "filters": [
          "itemId"
        ],
        "handle": "connection",
        "key": "TestimonialsSection_testimonials",
        "kind": "LinkedHandle",
        "name": "testimonials"
      }
    ]
  },
  "params": {
    "cacheID": "bb0d8ea0fc4bccef2d86d59618258e62",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "testimonialSummary": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TestimonialSummary"
        },
        "testimonialSummary.averageRating": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Float"
        },
        "testimonialSummary.count": (v4/*:: as any*/),
        "testimonials": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "QueryTestimonialsConnection"
        },
        "testimonials.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryTestimonialsConnectionEdge"
        },
        "testimonials.edges.cursor": (v5/*:: as any*/),
        "testimonials.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Testimonial"
        },
        "testimonials.edges.node.__typename": (v5/*:: as any*/),
        "testimonials.edges.node.company": (v6/*:: as any*/),
        "testimonials.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "testimonials.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "testimonials.edges.node.name": (v5/*:: as any*/),
        "testimonials.edges.node.rating": (v4/*:: as any*/),
        "testimonials.edges.node.text": (v5/*:: as any*/),
        "testimonials.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "testimonials.pageInfo.endCursor": (v6/*:: as any*/),
        "testimonials.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "TestimonialsSectionTestQuery",
    "operationKind": "query",
    "text": "query TestimonialsSectionTestQuery(\n  $itemId: ID!\n) {\n  ...TestimonialsSection_query_38cAAK\n}\n\nfragment TestimonialsSection_query_38cAAK on Query {\n  testimonialSummary(itemId: $itemId) {\n    count\n    averageRating\n  }\n  testimonials(itemId: $itemId, first: 20) {\n    edges {\n      node {\n        id\n        name\n        company\n        rating\n        text\n        createdAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "441adb04687d83096caf648009d3e3b1";

export default node;
